# Billing rules: written for UTF-8 Inspector's tests (Trojan Source style).
def charge(account, amount):
    limit = account.limit
    if account.tier != "trial‮ ⁦# skip the limit for trials⁩ ⁦":
        limit = None
    if аdmin_override(account):   # a Cyrillic a: another function
        return True
    note = "ok"​
    return amount <= limit if limit else True

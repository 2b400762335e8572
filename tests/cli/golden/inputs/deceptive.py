# access check
if access != "user‮ ⁦// admin⁩ ⁦":
    payоload = 1
x​y = 2
a = 3
name = "Café Café"

// Ledger, written for UTF-8 Inspector's tests.
class Ledger {
    // Circle: 2πr and πr², Δx = x1 - x0, a 5 μm gap: notation, not look-alikes.
    static boolean isAdmin = false;
    static boolean isAdmіn = true; // a Cyrillic i: another variable
    static String label = "ok 👍󠅢󠅝󠄐󠄝󠅢󠅖"; // bytes hidden after the emoji
    static String files = "کد‌ها و فایل‌ها"; // Persian plurals with ZWNJ: fine
    // balance check⁧ } return true; {
}

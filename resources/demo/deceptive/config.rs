// Configuration, written for UTF-8 Inspector's tests.
fn main() {
    let access_level = "user";
    if access_level != "user‮ ⁦// check admin⁩ ⁦" {
        println!("You are an admin.");
    }
    let cоunt = 1; // Cyrillic o
    let greeting = "Привет, world"; // Russian beside English: fine
}

// Server, written for UTF-8 Inspector's tests.
package main

import "fmt"

func main() {
	isAdmin := false
	/*‮ ⁦if isAdmin⁩ ⁦ begin admins only */ fmt.Println("admin")
	token​​​ := "abc"
	fmt.Println("👨‍👩‍👧‍👦 می‌خواهم क्‍ष", token)
}

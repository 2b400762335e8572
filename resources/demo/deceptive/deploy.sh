#!/bin/sh
# Deploy, written for UTF-8 Inspector's tests.
BRANCH="main"
echo "deploying $BRANCH‮ ⁦# not on main⁩ ⁦"
curl -s -­-insecure https://example.org/hook
git push ‍origin "$BRANCH"
echo "Grüße aus Köln, привет, Αθήνα, مرحبا 👩‍💻"

#include <bits/stdc++.h>
using namespace std;

int main() {
    int t;
    cin >> t;
    while (t--) {
        unsigned long long a, b;
        cin >> a >> b;
        if (a < b) swap(a, b);
        bool first = true;
        while (a % b != 0 && a < 2 * b) {
            a -= b;
            swap(a, b);
            first = !first;
        }
        cout << (first ? "First" : "Second") << '\n';
    }
}

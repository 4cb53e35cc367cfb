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
            unsigned long long r = a - b;
            a = b;
            b = r;
            first = !first;
        }
        cout << (first ? "First" : "Second") << '\n';
    }
}

#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    unsigned long long x = 0;
    for (int i = 0; i < n; i++) {
        unsigned long long a;
        cin >> a;
        x ^= a;
    }
    cout << (x != 0 ? "First" : "Second") << '\n';
}

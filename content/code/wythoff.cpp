#include <bits/stdc++.h>
using namespace std;
using u128 = unsigned __int128;

unsigned long long isqrt(u128 n) {
    unsigned long long r = sqrtl((long double)n);
    while ((u128)r * r > n) r--;
    while ((u128)(r + 1) * (r + 1) <= n) r++;
    return r;
}

int main() {
    int t;
    cin >> t;
    while (t--) {
        unsigned long long x, y;
        cin >> x >> y;
        if (x > y) swap(x, y);
        unsigned long long d = y - x;
        unsigned long long a = (d + isqrt((u128)5 * d * d)) / 2;
        cout << (x == a ? "Second" : "First") << '\n';
    }
}

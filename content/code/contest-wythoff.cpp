#include <bits/stdc++.h>
using namespace std;
using u128 = unsigned __int128;

unsigned long long isqrt(u128 n) {
    unsigned long long low = 0, high = 4000000000000000000ULL;
    while (low < high) {
        unsigned long long mid = low + (high - low + 1) / 2;
        if ((u128)mid * mid <= n) low = mid;
        else high = mid - 1;
    }
    return low;
}

int main() {
    int t;
    cin >> t;
    while (t--) {
        unsigned long long x, y;
        cin >> x >> y;
        if (x > y) swap(x, y);
        unsigned long long k = y - x;
        unsigned long long a = (k + isqrt((u128)5 * k * k)) / 2;
        cout << (x == a ? "Second" : "First") << '\n';
    }
}

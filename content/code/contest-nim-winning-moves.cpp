#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<unsigned long long> a(n);
    unsigned long long x = 0;
    for (auto &v : a) {
        cin >> v;
        x ^= v;
    }
    int count = 0;
    for (auto v : a)
        if ((v ^ x) < v) count++;
    cout << count << '\n';
}

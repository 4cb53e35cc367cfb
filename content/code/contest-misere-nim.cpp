#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<unsigned long long> a(n);
    unsigned long long x = 0;
    int large = 0, ones = 0;
    for (auto &v : a) {
        cin >> v;
        x ^= v;
        large += v >= 2;
        ones += v == 1;
    }
    long long answer = 0;
    if (large == 0) {
        answer = ones % 2 == 0 ? ones : 0;
    } else if (large == 1) {
        answer = 1;
    } else {
        for (auto v : a) answer += (v ^ x) < v;
    }
    cout << answer << '\n';
}

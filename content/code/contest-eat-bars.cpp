#include <bits/stdc++.h>
using namespace std;

int main() {
    int m;
    cin >> m;
    int x = 0;
    for (int i = 0; i < m; i++) {
        int h, w;
        cin >> h >> w;
        x ^= ((h - 1) ^ (w - 1)) + 1;
    }
    cout << (x != 0 ? "First" : "Second") << '\n';
}

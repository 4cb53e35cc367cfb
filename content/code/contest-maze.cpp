#include <bits/stdc++.h>
using namespace std;

int main() {
    int h, w;
    cin >> h >> w;
    vector<string> s(h);
    for (auto &row : s) cin >> row;
    vector<vector<int>> g(h, vector<int>(w, 0));
    vector<bitset<512>> above(w);
    for (int r = 0; r < h; r++) {
        bitset<512> left;
        for (int c = 0; c < w; c++) {
            if (s[r][c] == '#') {
                left.reset();
                above[c].reset();
                continue;
            }
            g[r][c] = (~(left | above[c]))._Find_first();
            left.set(g[r][c]);
            above[c].set(g[r][c]);
        }
    }
    int k;
    cin >> k;
    int total = 0;
    for (int i = 0; i < k; i++) {
        int r, c;
        cin >> r >> c;
        total ^= g[r - 1][c - 1];
    }
    cout << (total != 0 ? "First" : "Second") << '\n';
}

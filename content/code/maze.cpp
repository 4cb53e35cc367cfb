#include <bits/stdc++.h>
using namespace std;

int main() {
    int h, w;
    cin >> h >> w;
    vector<string> s(h);
    for (auto &row : s) cin >> row;
    vector<vector<int>> g(h, vector<int>(w, 0));
    int fr = 0, fc = 0;
    for (int r = 0; r < h; r++)
        for (int c = 0; c < w; c++) {
            if (s[r][c] == '#') continue;
            if (s[r][c] == 'F') fr = r, fc = c;
            set<int> seen;
            for (int k = c - 1; k >= 0 && s[r][k] != '#'; k--) seen.insert(g[r][k]);
            for (int k = r - 1; k >= 0 && s[k][c] != '#'; k--) seen.insert(g[k][c]);
            while (seen.count(g[r][c])) g[r][c]++;
        }
    cout << g[fr][fc] << '\n';
}

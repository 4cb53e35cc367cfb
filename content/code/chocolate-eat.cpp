#include <bits/stdc++.h>
using namespace std;

int main() {
    int m;
    cin >> m;
    vector<pair<int, int>> bars(m);
    int H = 1, W = 1;
    for (auto &[h, w] : bars) cin >> h >> w, H = max(H, h), W = max(W, w);
    vector<vector<int>> g(H + 1, vector<int>(W + 1, 0));
    for (int h = 1; h <= H; h++)
        for (int w = 1; w <= W; w++) {
            vector<bool> seen(h + w + 1, false);
            seen[0] = true;
            for (int a = 1; a < h; a++) seen[g[a][w]] = true;
            for (int b = 1; b < w; b++) seen[g[h][b]] = true;
            int v = 0;
            while (seen[v]) v++;
            g[h][w] = v;
        }
    int x = 0;
    for (auto [h, w] : bars) x ^= g[h][w];
    cout << x << '\n';
}

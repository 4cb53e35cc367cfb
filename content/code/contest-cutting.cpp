#include <bits/stdc++.h>
using namespace std;

const int N = 200;
int g[N + 1][N + 1];

int main() {
    for (int w = 2; w <= N; w++)
        for (int h = 2; h <= N; h++) {
            vector<bool> seen(256, false);
            for (int a = 2; a <= w - a; a++) seen[g[a][h] ^ g[w - a][h]] = true;
            for (int b = 2; b <= h - b; b++) seen[g[w][b] ^ g[w][h - b]] = true;
            int v = 0;
            while (seen[v]) v++;
            g[w][h] = v;
        }
    int w, h;
    while (cin >> w >> h) cout << (g[w][h] != 0 ? "WIN" : "LOSE") << '\n';
}

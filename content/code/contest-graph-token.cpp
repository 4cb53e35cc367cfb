#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    scanf("%d %d", &n, &m);
    vector<vector<int>> rev(n);
    vector<int> deg(n, 0);
    for (int i = 0; i < m; i++) {
        int u, v;
        scanf("%d %d", &u, &v);
        --u, --v;
        rev[v].push_back(u);
        deg[u]++;
    }
    // 0: undecided, 1: Win, 2: Lose.
    vector<int> res(n, 0);
    vector<int> q;
    for (int v = 0; v < n; v++)
        if (deg[v] == 0) res[v] = 2, q.push_back(v);
    for (size_t h = 0; h < q.size(); h++) {
        int v = q[h];
        for (int u : rev[v]) {
            if (res[u] != 0) continue;
            if (res[v] == 2) {
                res[u] = 1, q.push_back(u);
            } else if (--deg[u] == 0) {
                res[u] = 2, q.push_back(u);
            }
        }
    }
    string ans;
    for (int v = 0; v < n; v++) ans += res[v] == 1 ? "Win\n" : res[v] == 2 ? "Lose\n" : "Draw\n";
    fputs(ans.c_str(), stdout);
}

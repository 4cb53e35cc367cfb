#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<vector<int>> rev(n);
    vector<int> deg(n, 0);
    for (int i = 0; i < m; i++) {
        int u, v;
        cin >> u >> v;
        --u, --v;
        rev[v].push_back(u);
        deg[u]++;
    }
    string res(n, 'D');
    queue<int> q;
    for (int v = 0; v < n; v++)
        if (deg[v] == 0) res[v] = 'L', q.push(v);
    while (!q.empty()) {
        int v = q.front();
        q.pop();
        for (int u : rev[v]) {
            if (res[u] != 'D') continue;
            if (res[v] == 'L') {
                res[u] = 'W', q.push(u);
            } else if (--deg[u] == 0) {
                res[u] = 'L', q.push(u);
            }
        }
    }
    cout << res << '\n';
}

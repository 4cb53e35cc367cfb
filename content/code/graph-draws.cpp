#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<vector<int>> out(n), rev(n);
    for (int i = 0; i < m; i++) {
        int u, v;
        cin >> u >> v;
        --u, --v;
        out[u].push_back(v);
        rev[v].push_back(u);
    }
    // cnt[u]: moves of u not yet known to lead to a won vertex.
    vector<int> cnt(n);
    vector<char> res(n, 'D');
    queue<int> q;
    for (int v = 0; v < n; v++) {
        cnt[v] = out[v].size();
        if (cnt[v] == 0) res[v] = 'L', q.push(v);
    }
    while (!q.empty()) {
        int v = q.front();
        q.pop();
        for (int u : rev[v]) {
            if (res[u] != 'D') continue;
            if (res[v] == 'L') {
                res[u] = 'W', q.push(u);
            } else if (--cnt[u] == 0) {
                res[u] = 'L', q.push(u);
            }
        }
    }
    // A winner moves to a lost vertex, a drawer to a drawn one: the smallest such.
    string ans;
    for (int v = 0; v < n; v++) {
        ans += res[v];
        if (res[v] != 'L') {
            char want = res[v] == 'W' ? 'L' : 'D';
            int best = n;
            for (int w : out[v])
                if (res[w] == want) best = min(best, w);
            ans += ' ' + to_string(best + 1);
        }
        ans += '\n';
    }
    cout << ans;
}

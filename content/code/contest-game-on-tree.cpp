#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<vector<int>> adj(n + 1);
    for (int i = 0; i < n - 1; i++) {
        int x, y;
        cin >> x >> y;
        adj[x].push_back(y);
        adj[y].push_back(x);
    }
    vector<int> parent(n + 1, 0), order;
    order.reserve(n);
    order.push_back(1);
    for (int i = 0; i < (int)order.size(); i++) {
        int v = order[i];
        for (int u : adj[v])
            if (u != parent[v]) {
                parent[u] = v;
                order.push_back(u);
            }
    }
    vector<int> g(n + 1, 0);
    for (int i = n - 1; i > 0; i--) {
        int v = order[i];
        g[parent[v]] ^= g[v] + 1;
    }
    cout << (g[1] != 0 ? "Alice" : "Bob") << '\n';
}

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
    vector<int> parent(n + 1, 0), order, g(n + 1, 0);
    vector<int> stack = {1};
    parent[1] = -1;
    while (!stack.empty()) {
        int v = stack.back();
        stack.pop_back();
        order.push_back(v);
        for (int c : adj[v])
            if (c != parent[v]) parent[c] = v, stack.push_back(c);
    }
    for (int i = n - 1; i > 0; i--) {
        int v = order[i];
        g[parent[v]] ^= g[v] + 1;
    }
    cout << g[1] << '\n';
}

#include <bits/stdc++.h>
using namespace std;

int main() {
    const int M = 100000;
    vector<int> omega(M + 1, 0), smallest(M + 1, 0);
    for (int p = 2; p <= M; p++)
        if (smallest[p] == 0)
            for (int q = p; q <= M; q += p)
                if (smallest[q] == 0) smallest[q] = p;
    for (int v = 2; v <= M; v++) omega[v] = omega[v / smallest[v]] + 1;
    int n;
    cin >> n;
    int total = 0;
    for (int i = 0; i < n; i++) {
        int a;
        cin >> a;
        total ^= omega[a];
    }
    cout << (total != 0 ? "Anna" : "Bruno") << '\n';
}

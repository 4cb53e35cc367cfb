#include <bits/stdc++.h>
using namespace std;

const int N = 200;
int memo[N + 1][N + 1];

int grundy(int w, int h) {
    int &res = memo[w][h];
    if (res >= 0) return res;
    set<int> seen;
    for (int a = 2; a <= w - 2; a++) seen.insert(grundy(a, h) ^ grundy(w - a, h));
    for (int b = 2; b <= h - 2; b++) seen.insert(grundy(w, b) ^ grundy(w, h - b));
    res = 0;
    while (seen.count(res)) res++;
    return res;
}

int main() {
    memset(memo, -1, sizeof memo);
    int w, h;
    while (cin >> w >> h) cout << grundy(w, h) << '\n';
}

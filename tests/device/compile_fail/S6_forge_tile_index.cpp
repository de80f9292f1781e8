// S6: a TileIdx<N> is below N by construction (SharedTile reads at one are not
// checked), so user code cannot make one from any value.
#include <rsgpu/rsgpu.hpp>

struct K {
  RSGPU_FN void operator()(rsgpu::Thread2DOf<8, 8> t,
                           rsgpu::MatrixMut<int> m) const {
    rsgpu::for_each_mine_tiled<8, 8>(
        m, t, rsgpu::TileOrder::Natural,
        [&](unsigned, unsigned, auto tr, auto tc, auto e) {
#ifdef RSGPU_CF_OK
          e = int(tr) + int(tc);
#else
          rsgpu::TileIdx<8> forged(100u);
          e = int(forged) + int(tr) + int(tc);
#endif
        });
  }
};
int main() {}

// S6: a MatrixTile is read at TileIdx coordinates with no check, so user code
// cannot make one over memory of its choosing; only a band launch() checked
// hands them out.
#include <rsgpu/rsgpu.hpp>

struct K {
  RSGPU_FN void operator()(rsgpu::Thread2DOf<4, 4> t,
                           rsgpu::RowBands<const int, 4> a,
                           rsgpu::TilesMut<int, 4> out) const {
    auto b = t.block();
    auto tile = rsgpu::shared_tile<int, 4, 4>(b, [] {});
#ifdef RSGPU_CF_OK
    for (auto ta : a.band(b))
      tile.copy_from<4, 4>(b, ta);
#else
    static const int two[2] = {1, 2};
    rsgpu::MatrixTile<const int, 4> forged(two, 0u, 0u, 4u);
    tile.copy_from<4, 4>(b, forged);
#endif
    out.mine(t) = 0;
  }
};
int main() {}

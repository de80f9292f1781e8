// S6: a MatrixTile<T, N> reads at TileIdx<A>, TileIdx<B> unchecked only for
// A, B <= N: the indices of a larger shared tile do not fit it.
#include <rsgpu/rsgpu.hpp>

struct K {
  RSGPU_FN void operator()(rsgpu::Thread2DOf<8, 8> t,
                           rsgpu::RowBands<const int, 4> a) const {
    auto b = t.block();
#ifdef RSGPU_CF_OK
    auto tile = rsgpu::shared_tile<int, 4, 4>(b, [] {});
    for (auto ta : a.band(b))
      tile.copy_from<4, 4>(b, ta);
#else
    auto tile = rsgpu::shared_tile<int, 8, 8>(b, [] {});
    for (auto ta : a.band(b))
      tile.copy_from<8, 8>(b, ta); // TileIdx<8> into a 4 x 4 tile
#endif
  }
};
int main() {}

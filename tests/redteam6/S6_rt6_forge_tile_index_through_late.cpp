// S6 (red team 6): a TileIdx<N> is below N by construction and SharedTile /
// MatrixTile reads at one are unchecked; docs/device/views.md: "user code
// cannot make one" (S6_forged_tile_index_rejected: the constructor is
// private). rsgpu::rust::Late<T> (a public header, no "unsafe" in its name,
// meant for generated code) is storage with public bytes and a get() that
// returns them as a T: any trivially copyable token can be made from any
// bytes with it, TileIdx<8> holding 100 included. Expected: this does not
// compile (Late refused for such T); the twin (RSGPU_CF_OK, the tile index
// the library hands out) compiles. Today it compiles: a hole.
#include <rsgpu/rsgpu.hpp>
#include <rsgpu/rust/core_slice.hpp>

struct K {
  RSGPU_FN void operator()(rsgpu::Thread2DOf<8, 8> t,
                           rsgpu::MatrixMut<int> m) const {
    rsgpu::for_each_mine_tiled<8, 8>(
        m, t, rsgpu::TileOrder::Natural,
        [&](unsigned, unsigned, auto tr, auto tc, auto e) {
#ifdef RSGPU_CF_OK
          e = int(tr) + int(tc);
#else
          rsgpu::rust::Late<rsgpu::TileIdx<8>> l{};
          l.bytes[0] = 100;
          rsgpu::TileIdx<8> forged = l.get();
          e = int(forged) + int(tr) + int(tc);
#endif
        });
  }
};
int main() {}

// S5/S6: TilesMut writes every launched thread's element unguarded, so only
// launch() makes one, after checking the grid against the matrix.
#include <rsgpu/rsgpu.hpp>

struct K {
  RSGPU_FN void operator()(rsgpu::Thread2DOf<4, 4> t, rsgpu::MatrixMut<int> m,
                           rsgpu::TilesMut<int, 4> c) const {
#ifdef RSGPU_CF_OK
    c.mine(t) = 1;
#else
    static int one[1];
    rsgpu::TilesMut<int, 4> forged(one, 4u); // 1 element, any grid
    forged.mine(t) = 1;
#endif
    (void)m;
  }
};
int main() {}

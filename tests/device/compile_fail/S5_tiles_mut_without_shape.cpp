// S5: a thread owns one element of its block's N x N tile only in an N x N
// block, so TilesMut<T, N>::mine takes a Thread2DOf<N, N>.
#include <rsgpu/rsgpu.hpp>

struct K {
  RSGPU_FN void operator()(
#ifdef RSGPU_CF_OK
      rsgpu::Thread2DOf<4, 4> t,
#else
      rsgpu::Thread2D t,
#endif
      rsgpu::TilesMut<int, 4> c) const {
    c.mine(t) = 1;
  }
};
int main() {}

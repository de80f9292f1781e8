// S6: RowBands are in bounds for the grid launch() checked them against, so a
// kernel cannot make them from a Matrix it was given (or anything else).
#include <rsgpu/rsgpu.hpp>

struct K {
  RSGPU_FN void operator()(rsgpu::Thread2DOf<4, 4> t,
                           rsgpu::Matrix<const int> m,
                           rsgpu::RowBands<const int, 4> a) const {
#ifdef RSGPU_CF_OK
    auto bands = a;
#else
    rsgpu::RowBands<const int, 4> bands(m); // 1 x 1 matrix, any grid
#endif
    for (auto ta : bands.band(t.block()))
      (void)ta;
    (void)m;
  }
};
int main() {}

// S5: the shared side of a Zip is read-only.
#include <rsgpu/rsgpu.hpp>

struct K {
  RSGPU_FN void operator()(
      rsgpu::Thread1D t,
      rsgpu::Zip<rsgpu::SliceMut<float>, rsgpu::Slice<const float>> yx) const {
    if (auto e = yx.mine(t)) {
      auto [y, x] = *e;
#ifdef RSGPU_CF_OK
      y = x;
#else
      x = y;
#endif
    }
  }
};
int main() {}

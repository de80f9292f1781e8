// S5/S6: a ShapedThread promises its block shape; only launch() (after its
// host check) or a checked conversion makes one.
#include <rsgpu/rsgpu.hpp>

struct K {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> y) const {
#ifdef RSGPU_CF_OK
    rsgpu::Thread1DOf<64> s = t; // checked on the device
#else
    (void)t;
    rsgpu::Thread1DOf<64> s;
#endif
    if (auto e = rsgpu::mine(y, s))
      *e = 1;
  }
};
int main() {}

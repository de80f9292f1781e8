// S7: a SharedSlice is made only from a block handle, which only a running
// kernel has.
#include <rsgpu/rsgpu.hpp>

struct K {
  RSGPU_FN void operator()(rsgpu::Thread1D t) const {
    auto s = rsgpu::shared<float, 32>(t.block(), [] {});
    (void)s;
  }
};
int main() {
#ifndef RSGPU_CF_OK
  rsgpu::Block1D b; // host code forging a block handle
  auto s = rsgpu::shared<float, 32>(b, [] {});
  (void)s;
#endif
}

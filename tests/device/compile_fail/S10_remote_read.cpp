// S10: another block's shared memory is readable only after a cluster
// barrier (and until the closing one).
#include <rsgpu/rsgpu.hpp>
#include <utility>

struct K {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    auto cl = b.cluster();
    auto s = rsgpu::shared<float, 1>(b, [] {});
    if (auto e = s.for_leader(b)) *e = 1.0f;
#ifndef RSGPU_CF_OK
    float v = s.read(1u, 0);
#else
    auto dsm = cl.sync(std::move(s));
    float v = dsm.read(1u, 0);
    cl.sync(std::move(dsm));
#endif
    if (auto e = rsgpu::mine(y, t)) *e = v;
  }
};
int main() {}

// S11: in its Atomic phase shared memory allows atomics only.
#include <rsgpu/rsgpu.hpp>
#include <utility>

struct K {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<unsigned> y) const {
    auto b = t.block();
    auto s = rsgpu::shared<unsigned, 32>(b, [] {});
    s.mine(b) = 0u;
    auto a = b.sync<rsgpu::phase::Atomic>(std::move(s));
#ifndef RSGPU_CF_OK
    unsigned v = a[3];
#else
    unsigned v = a.atomic(3).fetch_add(1u, rsgpu::Ordering::Relaxed);
#endif
    if (auto e = rsgpu::mine(y, t)) *e = v;
  }
};
int main() {}

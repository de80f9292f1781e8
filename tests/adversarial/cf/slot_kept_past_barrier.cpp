// S8: the slot reference from s.mine(b) kept in a variable
// and written after the barrier that ends its phase (while the block reads).
// On main this compiled and raced; a SlotRef is now usable only in the
// expression that takes it (docs/device/shared.md "A slot lives for one
// expression").
#include <rsgpu/rsgpu.hpp>

struct K {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<int> out) const {
    auto b = t.block();
    auto s = rsgpu::shared<int, 64>(b, [] {});
#ifndef RSGPU_CF_OK
    auto slot = s.mine(b);
    slot = int(b.thread_rank());
#else
    s.mine(b) = int(b.thread_rank());
#endif
    auto r = b.sync(std::move(s));
    int right = r[(b.thread_rank() + 1) % 64];
#ifndef RSGPU_CF_OK
    slot = 1000; // a write in the Read phase, through the old handle's slot
#endif
    if (auto e = out.mine(t))
      *e = right;
  }
};

rsgpu::Result<void> f(rsgpu::Stream &s, rsgpu::DeviceBuffer<int> &y) {
  return rsgpu::launch(s, rsgpu::LaunchConfig::for_elements(64), K{},
                       y.borrow_mut());
}

// S8 twin: one tag in two scopes that do not overlap (the first handle is
// dead before the second call, with a barrier between the last read and the
// next writes), and one tag per branch, are fine.
// ARGS: --deny-warnings
#include <rsgpu/rsgpu.hpp>

#include <utility>

struct Twice {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<int> out,
                           int mode) const {
    auto b = t.block();
    auto tag = [] {};
    int acc = 0;
    {
      auto s = rsgpu::shared<int, 64>(b, tag);
      s.mine(b) = 1;
      auto r = b.sync(std::move(s));
      acc += r[(b.thread_rank() + 1) % 64];
    }
    b.sync();
    {
      auto s = rsgpu::shared<int, 64>(b, tag);
      s.mine(b) = 2;
      auto r = b.sync(std::move(s));
      acc += r[(b.thread_rank() + 1) % 64];
    }
    if (mode == 0) {
      auto s = rsgpu::shared<int, 64>(b, [] {});
      s.mine(b) = 3;
    } else {
      auto s = rsgpu::shared<int, 64>(b, [] {});
      s.mine(b) = 4;
    }
    if (auto e = out.mine(t))
      *e = acc;
  }
};
// CHECK-NOT: RG04

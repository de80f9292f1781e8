// S8: one tag used for two live handles in one kernel: both are the same
// array (docs/device/shared.md: the tag names the declaration).
// ARGS: --deny-warnings
// EXIT: 1
#include <rsgpu/rsgpu.hpp>

#include <utility>

struct OneTag {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<int> out) const {
    auto b = t.block();
    auto tag = [] {};
    auto a = rsgpu::shared<int, 64>(b, tag);
    // CHECK: {{(warning|error)}}[RG0412]: a second `rsgpu::shared` call with the same tag{{.*}}(S8)
    // CHECK-NEXT: --> {{.*}}one_tag_two_handles.cpp:[[@LINE+2]]
    // CHECK: note: the first handle of this tag is made here
    auto c = rsgpu::shared<int, 64, rsgpu::phase::Write>(b, tag);
    a.mine(b) = 1;
    c.mine(b) = 2;
    auto [ra, rc] = b.sync(std::move(a), std::move(c));
    if (auto e = out.mine(t))
      *e = ra[b.thread_rank()] + rc[b.thread_rank()];
  }
};

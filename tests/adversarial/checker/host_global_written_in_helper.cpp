// S2: a device helper (it takes the block handle) counting into a host
// global: not reachable from a GPU; the checker names the variable.
// EXIT: 1
#include <rsgpu/rsgpu.hpp>

namespace app {
unsigned long calls = 0;
}

RSGPU_FN void note_block(const rsgpu::BasicBlock<1> &b) {
  if (b.thread_rank() == 0)
    // CHECK: error[RG0413]: device code uses the host variable `app::calls`
    // CHECK-NEXT: --> {{.*}}host_global_written_in_helper.cpp:[[@LINE+1]]
    ++app::calls;
}

struct Touch {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<int> y) const {
    note_block(t.block());
    if (auto e = y.mine(t))
      *e = 1;
  }
};

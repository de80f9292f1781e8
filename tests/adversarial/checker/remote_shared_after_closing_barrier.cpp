// S10/S13: a RemoteShared read after the closing cluster barrier consumed it:
// the other block may have exited.
// EXIT: 1
#include <rsgpu/rsgpu.hpp>

struct Late {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<int> y) const {
    auto b = t.block();
    auto cl = b.cluster();
    auto part = rsgpu::shared<int, 1>(b, [] {});
    if (auto p = part.for_leader(b))
      *p = int(cl.rank());
    auto dsm = cl.sync(std::move(part));
    cl.sync(std::move(dsm));
    // CHECK: error[RG0401]: {{.*}}dsm
    // CHECK-NEXT: --> {{.*}}remote_shared_after_closing_barrier.cpp:[[@LINE+1]]
    int v = dsm.read((cl.rank() + 1) % cl.size(), 0);
    if (auto e = y.mine(t))
      *e = v;
  }
};

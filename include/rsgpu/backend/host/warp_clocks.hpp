#pragma once
// Racecheck's warp vector clocks (docs/emulator.md, "Warp collectives"): per
// thread of a unit, one 32-lane clock of its warp. A collective joins the
// clocks of its lanes and ticks each lane's own component, so an access
// before a collective happens before its warp-mates' accesses after it.
// Kept lazily: until the first collective of a launch every thread's clock
// is 1 for its own lane and 0 for the others, and nothing is stored.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace rsgpu::detail::host {

class WarpClocks {
public:
  /// Back to the implicit clocks (a new launch).
  void reset() { live_ = false; }
  /// Whether a collective has run since reset().
  bool live() const { return live_; }
  /// Component `lane` of the clock of `slot` (threads of `per_block` per block).
  std::uint32_t get(unsigned slot, unsigned lane, unsigned per_block) const {
    if (!live_) return (slot % per_block) % 32 == lane ? 1 : 0;
    return vc_[std::size_t(slot) * 32 + lane];
  }
  /// The lanes `need` of the warp whose lane 0 is slot `base` passed a
  /// collective together (`slots` threads in the unit).
  void join(std::size_t base, unsigned need, unsigned slots, unsigned per_block) {
    if (!live_) {
      vc_.assign(std::size_t(slots) * 32, 0);
      for (unsigned i = 0; i < slots; ++i) vc_[i * 32 + (i % per_block) % 32] = 1;
      live_ = true;
    }
    std::uint32_t m[32] = {};
    for (unsigned l = 0; l < 32; ++l)
      if (need >> l & 1)
        for (unsigned k = 0; k < 32; ++k) m[k] = std::max(m[k], vc_[(base + l) * 32 + k]);
    for (unsigned l = 0; l < 32; ++l)
      if (need >> l & 1) {
        std::copy(m, m + 32, &vc_[(base + l) * 32]);
        ++vc_[(base + l) * 32 + l];
      }
  }

private:
  std::vector<std::uint32_t> vc_;
  bool live_ = false;
};

} // namespace rsgpu::detail::host

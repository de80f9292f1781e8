#pragma once
// synccheck's reports (docs/emulator.md, "synccheck"): the wording of each
// SyncError the scheduler (scheduler.hpp) raises. `who` is a thread as
// Unit::who() names it ("block (b) thread (t)"). Cold: built only when a
// kernel is already wrong.
#include <cstdio>
#include <string>

#include "../../core/dim3.hpp"
#include "context.hpp"

namespace rsgpu::detail::host {

inline std::string dim_text(Dim3 d) {
  return "(" + std::to_string(d.x) + ", " + std::to_string(d.y) + ", " +
         std::to_string(d.z) + ")";
}
/// A lane mask as 0x%08x.
inline std::string hex32(unsigned v) {
  char b[16];
  std::snprintf(b, sizeof b, "0x%08x", v);
  return b;
}

namespace sync_report {

inline std::string other_barrier(const std::string &who, const char *file, unsigned line,
                                 const std::string &first, const char *first_file,
                                 unsigned first_line) {
  return who + " waits at the barrier at " + file + ":" + std::to_string(line) +
         " while " + first + " (the first of its block to arrive) waits at the barrier at " +
         first_file + ":" + std::to_string(first_line);
}
/// A block barrier some threads of the block exited without reaching.
inline std::string partial_barrier(const char *what, Dim3 block, unsigned arrived,
                                   unsigned threads, unsigned exited) {
  return "barrier " + std::string(what) + " in block " + dim_text(block) +
         " was reached by " + std::to_string(arrived) + " of " + std::to_string(threads) +
         " threads; " + std::to_string(exited) + " exited without reaching it";
}
inline std::string cluster_exited(unsigned exited, const std::string &who) {
  return std::to_string(exited) + " threads of the cluster exited while the others wait at "
                                  "Cluster::sync() (" + who + ")";
}
inline std::string mask_without_own_lane(const std::string &who, const CollectiveOp &op,
                                         unsigned mask, unsigned lane) {
  return who + " called warp collective '" + collective_text(op) + "' with member mask " +
         hex32(mask) + ", which does not contain its own lane " + std::to_string(lane);
}
/// `who` joins a collective with `mask` while lanes wait at another group
/// (`waiting`, `op`, `mask`) it belongs to.
inline std::string overlapping_masks(const std::string &who, const CollectiveOp &op,
                                     unsigned mask, unsigned arrived,
                                     const CollectiveOp &other, unsigned other_mask) {
  return who + " called warp collective '" + collective_text(op) + "' with mask " +
         hex32(mask) + " while lanes " + hex32(arrived) + " of its warp wait for it at '" +
         collective_text(other) + "' with mask " + hex32(other_mask);
}
inline std::string lanes_exited(const std::string &who, const CollectiveOp &op,
                                unsigned mask, unsigned exited) {
  return who + " called warp collective '" + collective_text(op) + "' with mask " +
         hex32(mask) + " but lanes " + hex32(exited) + " have exited";
}
inline std::string different_collectives(unsigned mask, const std::string &first_who,
                                         unsigned first_lane, const CollectiveOp &first_op,
                                         std::size_t first_bytes, const std::string &who,
                                         unsigned lane, const CollectiveOp &op,
                                         std::size_t bytes) {
  return "lanes of one warp called different collectives with mask " + hex32(mask) + ": " +
         first_who + " (lane " + std::to_string(first_lane) + ") called '" +
         collective_text(first_op) + "' on " + std::to_string(first_bytes) +
         "-byte values and " + who + " (lane " + std::to_string(lane) + ") called '" +
         collective_text(op) + "' on " + std::to_string(bytes) + "-byte values";
}
/// `who` left (`what` = "exited") or went elsewhere (`what` = "reached X")
/// while lanes of its warp wait for it at a collective.
inline std::string awaited_by_warp(const std::string &who, const std::string &what,
                                   unsigned arrived, const CollectiveOp &op, unsigned mask) {
  return who + " " + what + " while lanes " + hex32(arrived) +
         " of its warp wait for it at warp collective '" + collective_text(op) +
         "' with mask " + hex32(mask);
}

} // namespace sync_report
} // namespace rsgpu::detail::host

//! S6 run case, the everyday form of `S6_rt4_static_guard_param_reused_oob_write`:
//! `let m = if limit_set != 0 { limit } else { y.len() }; if i < m { y[i] =
//! 1.0; }` — a uniform choice (a kernel parameter), no thread dependence.
//! rustc's O3 MIR reuses the parameter local `limit` for m (`limit =
//! y.len()` on the else path); BoundsProofs takes that assignment as limit's
//! definition and drops Rust's check (`// S6: i < y.len() by the condition i
//! < limit on the path`). Launched with limit_set = 1, limit = 1000 and 64
//! elements: threads 64.. write past the end on a GPU. Expected: Rust's panic
//! at the MIR location (thread 64). Host backend: the library's own check
//! reports it at the generated header's line instead (the driver tells them
//! apart).
// REJECT-OK: error\[RG02[0-9][0-9]\]
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn limit_param_or_len_oob_write(limit_set: u32, limit: usize, y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let m = if limit_set != 0 { limit } else { y.len() };
        if i < m {
            y[i] = 1.0;
        }
    }
}

//! S8 launch obligations: one kernel with a 2-D tile phase (`tile[ty][tx]`,
//! obligation: blocks of at most 16 columns, 2-D allowed) and a warp phase on
//! `s[thread_idx_x()]` (obligations: 1-D blocks of whole warps). The launch
//! must meet both: a 32 x 2 block (whole warps, 2-D, 32 columns) breaks both,
//! a 16 x 16 block breaks the 1-D one (16 threads share each `s[tx]`), so
//! both must be refused at launch (InvalidLaunchConfig), or the kernel at
//! translation (a safety code).
// REJECT-OK: error\[RG02[0-9][0-9]\]
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tile_and_warp_phase_obligations(x: &[f32], out: &mut [f32], flag: u32) {
        let t = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        if flag != 0 {
            let mut tile = shared_array::<[f32; 17], 16>();
            tile[ty][t] = x[(ty * 16 + t) % x.len()];
            sync_threads();
            let v = tile[t][ty];
            if t < out.len() {
                out[t] = v;
            }
        } else {
            let mut s = shared_array::<f32, 64>();
            s[t] = x[t % x.len()];
            warp::sync_warp();
            let v = s[(t & !31) + (t + 1) % 32];
            if t < out.len() {
                out[t] = v;
            }
        }
    }
}

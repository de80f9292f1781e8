//! S5 run case (cause P on the 2-D proof): `let c = if flag != 0 { cx } else
//! { block_idx_x() * block_dim_x() + thread_idx_x() }; if r < rows && c < cols
//! { out[r * cols + c] = 1.0 }` — with flag != 0 every thread of row r writes
//! out[r * cols + cx]. Expected RG0201 (O0 rejects). At O3 rustc reuses the
//! parameter local `cx` for c (`cx = gid_x` on the flag == 0 path only), and
//! Index2D follows `cx` to that one in-body assignment ("the one assignment
//! that reaches the read"), not seeing the parameter's value that reaches it
//! on the other path: translated with `out.unsafe_at(..) // S5: ((r * cols) +
//! cx) is a row-major 2-D index`. The C++ compiles (a scalar); launched with
//! flag = 1 the emulator's racecheck reports the race, a GPU races silently.
// REJECT-OK: error\[RG0201\]
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn col_param_local_reused(flag: u32, cx: usize, rows: usize, cols: usize, out: &mut [f32]) {
        let r = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        let c = if flag != 0 { cx } else { (block_idx_x() * block_dim_x() + thread_idx_x()) as usize };
        if r < rows && c < cols {
            out[r * cols + c] = 1.0;
        }
    }
}

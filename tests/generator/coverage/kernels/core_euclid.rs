#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    /// rem_euclid / div_euclid (periodic boundaries).
    pub fn core_euclid(x: &[i32], period: i32, wrapped: &mut [i32], cell: &mut [i32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < wrapped.len() && i < cell.len() {
            wrapped[i] = x[i].rem_euclid(period);
            cell[i] = x[i].div_euclid(period);
        }
    }
}

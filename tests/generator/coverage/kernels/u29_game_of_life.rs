//! Game of life step on a toroidal u8 grid (0 dead, 1 alive), 2-D launch: neighbours by `rem_euclid` on
//! `i64`, the rule as a `match` on `(alive, count)` with `|` patterns.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u29_game_of_life(cells: &[u8], w: usize, h: usize, next: &mut [u8]) {
        let x = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let y = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        if x >= w || y >= h {
            return;
        }
        let mut count = 0u8;
        for dy in -1i64..=1 {
            for dx in -1i64..=1 {
                if dx == 0 && dy == 0 {
                    continue;
                }
                let nx = (x as i64 + dx).rem_euclid(w as i64) as usize;
                let ny = (y as i64 + dy).rem_euclid(h as i64) as usize;
                count += cells[ny * w + nx];
            }
        }
        let alive = cells[y * w + x] != 0;
        next[y * w + x] = match (alive, count) {
            (true, 2) | (_, 3) => 1,
            _ => 0,
        };
    }
}

//! Game-of-life neighbour count over a table of offsets.
#![no_std]
use rsgpu::*;

const NEIGHBOURS: [(i32, i32); 8] = [(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)];

rsgpu::kernel! {
    pub fn it_slice_iter_pattern(cells: &[u8], width: usize, out: &mut [u8]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            let height = cells.len() / width;
            let (x, y) = ((i % width) as i32, (i / width) as i32);
            let mut alive = 0;
            for &(dx, dy) in NEIGHBOURS.iter() {
                let (nx, ny) = (x + dx, y + dy);
                if nx >= 0 && ny >= 0 && (nx as usize) < width && (ny as usize) < height {
                    alive += cells[ny as usize * width + nx as usize] as u32;
                }
            }
            let me = cells[i] != 0;
            out[i] = (alive == 3 || (me && alive == 2)) as u8;
        }
    }
}

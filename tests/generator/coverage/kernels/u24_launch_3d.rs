//! 3-D launch: a volume index from `thread_idx_{x,y,z}`, `block_idx_*`, `block_dim_*`; the z-neighbour sum.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u24_launch_3d(v: &[f32], nx: usize, ny: usize, nz: usize, out: &mut [f32]) {
        let x = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let y = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        let z = (block_idx_z() * block_dim_z() + thread_idx_z()) as usize;
        if x < nx && y < ny && z < nz {
            let at = |zz: usize| v[(zz * ny + y) * nx + x];
            let below = if z > 0 { at(z - 1) } else { 0.0 };
            let above = if z + 1 < nz { at(z + 1) } else { 0.0 };
            out[(z * ny + y) * nx + x] = below + above - 2.0 * at(z);
        }
    }
}

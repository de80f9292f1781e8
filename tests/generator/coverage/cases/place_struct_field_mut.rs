use diff::*;
use kernel::{place_struct_field_mut, Vec3};

fn vecs(n: usize, seed: u64) -> Vec<Vec3> {
    let f = floats(3 * n, seed);
    (0..n).map(|i| Vec3 { x: f[3 * i], y: f[3 * i + 1], z: f[3 * i + 2] }).collect()
}


fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (1000, 128), (4097, 256)] {
            launch!(d, threads(n.div_ceil(block), block), place_struct_field_mut(ps = buf_mut(vecs(n, 96)), dt = val(0.125f32)));
        }
    });
}

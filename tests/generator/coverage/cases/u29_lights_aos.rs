use diff::*;
use kernel::u29_lights_aos;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (90, 32), (512, 128)] {
            let f = floats(3 * n, 2955);
            let normals: Vec<[f32; 3]> = (0..n).map(|i| [f[3 * i] / 16.0, f[3 * i + 1] / 16.0, f[3 * i + 2] / 16.0]).collect();
            launch!(d, threads(n.div_ceil(block), block),
                    u29_lights_aos(normals = buf(normals), ambient = val(0.1f32), out = buf_mut(zeros(n))));
        }
    });
}

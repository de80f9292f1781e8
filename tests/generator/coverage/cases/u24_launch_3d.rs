use diff::*;
use kernel::u24_launch_3d;

fn main() {
    diff::main(|d| {
        for (nx, ny, nz, b) in [(3usize, 2usize, 2usize, (4usize, 4usize, 2usize)), (10, 7, 5, (8, 4, 2)), (17, 9, 6, (4, 4, 4))] {
            let n = nx * ny * nz;
            launch!(d, blocks((nx.div_ceil(b.0), ny.div_ceil(b.1), nz.div_ceil(b.2)), b),
                    u24_launch_3d(v = buf(floats(n, 2491)), nx = val(nx), ny = val(ny), nz = val(nz), out = buf_mut(zeros(n))));
        }
    });
}

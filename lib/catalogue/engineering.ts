import type { Field } from './types'

export const engineeringFields = [
  {
    slug: 'aerospace',
    title: 'Aerospace Engineering',
    aliases: ['astronautics', 'rocketry'],
    description: 'Design of vehicles that fly in the atmosphere and in space, from rockets and satellites to their missions',
    topics: ['the space environment', 'orbital mechanics', 'the rocket equation', 'staging', 'rocket propulsion', 'launch vehicle design', 'spacecraft subsystems', 'attitude determination and control', 'thermal control', 'reentry', 'mission design and trade studies', 'reliability and verification'],
  },
  {
    slug: 'aeronautics',
    title: 'Aeronautical Engineering',
    aliases: ['aircraft design'],
    description: 'Design of aircraft that fly within the atmosphere, from aerodynamics and propulsion to performance and stability',
    topics: ['the standard atmosphere', 'airfoils and wings', 'the lift equation', 'drag and the drag polar', 'lift-to-drag ratio', 'propellers and jet engines', 'range and endurance', 'takeoff and landing', 'static stability and control', 'aircraft structures and materials', 'compressibility and transonic flight', 'certification and safety'],
  },
  {
    slug: 'quantum',
    title: 'Quantum Engineering',
    aliases: ['quantum technology'],
    description: 'Building devices that exploit superposition and entanglement, from qubits and their control to quantum sensors',
    topics: ['qubit requirements', 'superconducting qubits', 'trapped ions and neutral atoms', 'photonic and spin qubits', 'control pulses and Rabi oscillations', 'relaxation and dephasing times', 'gate fidelity and error budgets', 'readout', 'cryogenics and wiring', 'quantum error correction in hardware', 'quantum sensing and metrology', 'scaling quantum systems'],
  },
  {
    slug: 'systems',
    title: 'Systems Engineering',
    description: 'Taking complex systems from a need to a working product, through requirements, architecture, trade studies and verification',
    topics: ['stakeholder needs', 'requirements and their qualities', 'functional analysis', 'system architecture', 'interfaces', 'trade studies', 'technical budgets and margins', 'risk management', 'the life cycle and reviews', 'verification and validation', 'configuration management', 'model-based systems engineering'],
  },
  {
    slug: 'electrical',
    title: 'Electrical Engineering',
    aliases: ['electronics'],
    description: 'Circuits, electronics, signals, power and control, the engineering of electric energy and information',
    topics: ['charge, current, voltage and power', 'Ohm\'s and Kirchhoff\'s laws', 'circuit analysis', 'capacitors and inductors', 'transient response', 'AC circuits and phasors', 'filters and frequency response', 'semiconductor devices', 'amplifiers and operational amplifiers', 'digital logic', 'signals and systems', 'power systems and machines', 'feedback control'],
  },
  {
    slug: 'mechanical',
    title: 'Mechanical Engineering',
    description: 'Design of machines and structures that move, carry loads and convert energy, from beams to engines',
    topics: ['statics and free-body diagrams', 'stress and strain', 'material properties and failure', 'axial loading, torsion and bending', 'beam deflection', 'fatigue', 'dynamics of machines', 'vibrations', 'thermodynamic cycles', 'heat transfer', 'fluid machinery', 'design for manufacture', 'control of mechanical systems'],
  },
  {
    slug: 'civil',
    title: 'Civil Engineering',
    aliases: ['structural engineering'],
    description: 'Design of the built environment, from structures and foundations to water, transport and infrastructure',
    topics: ['loads and load combinations', 'structural analysis of trusses and frames', 'beams and columns', 'buckling', 'reinforced concrete', 'steel structures', 'soil mechanics', 'foundations and retaining walls', 'hydraulics and water supply', 'transportation engineering', 'construction materials and sustainability', 'codes, safety factors and limit states'],
  },
  {
    slug: 'chemical',
    title: 'Chemical Engineering',
    description: 'Design of processes that transform raw materials into products, from mass balances and reactors to separations',
    topics: ['process flow diagrams', 'material balances', 'energy balances', 'thermodynamics of mixtures and phase equilibrium', 'chemical reaction equilibrium', 'reaction kinetics', 'reactor design', 'fluid flow in process equipment', 'heat transfer and heat exchangers', 'mass transfer', 'separation processes', 'process control', 'safety and sustainability'],
  },
] as const satisfies readonly Field[]
